/// Details' texts.
struct DetailsModel {
    var title = "Details"
}
