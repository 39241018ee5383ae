/// Views Xcode's canvas shows; NavSim compiles them and never shows them.
///
/// The `#Preview` macro is not there: it needs a compiler plugin. Keep such blocks inside
/// `#if !NAVSIM`.
@MainActor
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}
