/// A view that blurs what is behind it: its content view holds its subviews; nothing is
/// drawn.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The effect; kept.
    open var effect: UIVisualEffect?
    /// The view to add subviews to.
    public let contentView = UIView()

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}

/// An effect a visual effect view applies; kept, never drawn.
open class UIVisualEffect: NSObject {}

/// A blur.
open class UIBlurEffect: UIVisualEffect {
    /// How strong and how tinted the blur is.
    public enum Style: Int, Sendable {
        case extraLight, light, dark
        case regular = 4
        case prominent, systemUltraThinMaterial, systemThinMaterial,
            systemMaterial, systemThickMaterial, systemChromeMaterial, systemUltraThinMaterialLight,
            systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight,
            systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
            systemChromeMaterialDark
    }

    /// The style.
    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }
}
