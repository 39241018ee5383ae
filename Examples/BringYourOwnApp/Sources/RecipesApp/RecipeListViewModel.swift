/// What the recipe list shows: the recipes and how many times one was made a favourite.
final class RecipeListViewModel {
    let recipes = ["Pancakes", "Soup"]
    var favourites = 0

    func favourite() {
        favourites += 1
    }
}
