import NavSimUIKit

/// A title with an icon, drawn as the title's views then the icon's: a button whose label
/// is a `Label` is named by its title.
public struct Label<Title: View, Icon: View>: PrimitiveView {
    let title: Title
    let icon: Icon
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
    func draw(into views: inout [UIView]) {
        Drawing.at("title") { title.drawn(into: &views) }
        Drawing.at("icon") { icon.drawn(into: &views) }
    }
}

extension Label where Title == Text, Icon == Image {
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}
