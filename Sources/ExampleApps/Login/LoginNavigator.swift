/// What the ViewModels may ask for, instead of holding the coordinator (the seed's
/// improvement: the ViewModel knows no coordinator).
@MainActor
protocol LoginNavigator: AnyObject {
    func goToLogin()
    func cancelLogin()
}
