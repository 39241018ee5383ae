import SwiftUI

struct AboutView: View {
    private let onClose: () -> Void

    // An initializer of its own, called from a coordinator that is not on the main actor: it
    // compiles because SwiftUI's `View` is `@preconcurrency`.
    init(onClose: @escaping () -> Void) {
        self.onClose = onClose
    }

    var body: some View {
        VStack {
            Text("Shop 1.0")
            Button("Close", action: onClose)
        }
    }
}

#Preview {
    AboutView(onClose: {})
}
