/// Home's texts.
struct HomeModel {
    var title = "Home"
    var message = "1. Read 2. Tap 3. Go"
}
