import SwiftUI

struct AboutView: View {
    let onClose: () -> Void

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
