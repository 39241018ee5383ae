import ArgumentParser

@main
struct NavSim: ParsableCommand {
    func run() throws {}
}
