import NavSimCLI

// The `navsim` command: the NavSimCLI entry point with the built-in examples and no apps of
// its own, so a user's executable on NavSimCLI runs exactly these commands.
NavSimCommandLine.main(apps: [], includingExamples: true)
