import Foundation
import NavSimCLI
import NavSimExamples
import NavSimSimulator
import NavSimUIKit

// A user's `navsim`: an executable on NavSimCLI declaring one app of its own through the
// public API, beside the built-in examples it adds from NavSimExamples. The end-to-end tests
// run it as a user would; `NOTES_ONLY=1` leaves the examples out, `NOTES_TWICE=1` declares
// the app twice and `NOTES_PRINTS=1` makes it print as it is made;
// `NOTES_TAGS=1` and `NOTES_FILLING=N` give the list a view model (NotesViewModel);
// `NOTES_GLOBALS=1` adds `welcome`, an app whose launches share a global and a singleton;
// `NOTES_PENDING=1` adds `shelf`, whose popped screens pending work holds (Shelf.swift).
let environment = ProcessInfo.processInfo.environment
let notes = AppDescription(
    name: "notes", summary: "A list of notes and a ComposeCoordinator child for a new one",
    variants: [
        .init(name: "stored", summary: "the child is stored until its screen leaves the stack"),
        .init(
            name: "notStored", summary: "the child is started but never stored",
            bug: "the child is deallocated at once: Save does nothing"),
    ],
    make: { variant in
        if environment["NOTES_PRINTS"] != nil { print("notes: making the \(variant) variant") }
        return NavSimApp(sceneDelegate: { SceneDelegate(storesChildren: variant != "notStored") })
    })

let welcome = AppDescription(
    name: "welcome", summary: "An intro shown once per process and a tip once per process (Welcome.swift)",
    variants: [.init(name: "plain", summary: "a global and a private singleton read at launch")],
    make: { _ in NavSimApp(sceneDelegate: { WelcomeSceneDelegate() }) })

let shelf = AppDescription(
    name: "shelf", summary: "A shelf whose popped items pending work holds (Shelf.swift)",
    variants: [
        .init(name: "pending", summary: "a work item, a one-shot timer and a one-shot timer source hold the item"),
        .init(
            name: "repeating", summary: "the item keeps a repeating timer source capturing it",
            bug: "each item popped stays alive for ever"),
    ],
    make: { variant in NavSimApp(sceneDelegate: { ShelfSceneDelegate(repeats: variant == "repeating") }) })

NavSimCommandLine.main(
    apps: (environment["NOTES_TWICE"] == nil ? [notes] : [notes, notes])
        + (environment["NOTES_GLOBALS"] == nil ? [] : [welcome])
        + (environment["NOTES_PENDING"] == nil ? [] : [shelf])
        + (environment["NOTES_ONLY"] == nil ? Examples.all : []))
