/// Welcome's texts.
struct WelcomeModel {
    var title = "Welcome"
    var message = "Get started"
}
