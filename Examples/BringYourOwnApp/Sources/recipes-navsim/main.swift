import NavSimCLI
import NavSimSimulator
import RecipesApp

// This package's navsim: every navsim command, over the recipes app alone.
let recipes = AppDescription(
    name: "recipes", summary: "Recipes → Recipe → Cooking (a CookingCoordinator child) with a modal timer",
    variants: [
        .init(name: "fixed", summary: "the child is removed when the cooking screen leaves the stack"),
        .init(
            name: "leaky", summary: "the child is removed only by Done",
            bug: "back from the cooking screen leaks the CookingCoordinator"),
    ],
    make: { variant in RecipesApp.make(variant: variant) })

NavSimCommandLine.main(apps: [recipes])
