/// NavSim's version: what `navsim --version` prints, what a trace's header records as the
/// NavSim that wrote it, and the release a package `navsim init` writes depends on.
public enum NavSimVersion {
    public static let current = "0.1.0"
}
