import NavSimCLI
import NavSimExamples

// The `navsim` command: the NavSimCLI entry point with the built-in examples as its apps. It
// registers them itself: NavSimCLI does not link them, so a user's executable has only its own.
NavSimCommandLine.main(examples: Examples.all)
