import NavSimUIKit

/// A value chosen between two bounds, drawn as a `UISlider` named by its label's text (else
/// `slider`): an input whose argument is the value to move to, offered at both bounds. A
/// move sets the value, rounded to `step` as SwiftUI does, and calls `onEditingChanged` with
/// `true` then `false`, as a drag that starts and ends does.
public struct Slider<Label: View>: PrimitiveView {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let onEditingChanged: (Bool) -> Void

    public init(
        value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.value = value
        self.bounds = bounds
        self.step = step
        self.label = label()
        self.onEditingChanged = onEditingChanged
    }

    func draw(into views: inout [UIView]) {
        let slider = UISlider()
        slider.accessibilityIdentifier = Button<Label>.text(in: label.drawnViews)
        slider.minimumValue = Float(bounds.lowerBound)
        slider.maximumValue = Float(bounds.upperBound)
        slider.value = Float(value.wrappedValue)
        let (binding, bounds, step, onEditingChanged) = (value, bounds, step, onEditingChanged)
        slider.addAction(
            UIAction { action in
                guard let moved = (action.sender as? UISlider)?.value else { return }
                onEditingChanged(true)
                binding.wrappedValue = Self.rounded(Double(moved), to: step, from: bounds.lowerBound)
                onEditingChanged(false)
            }, for: .valueChanged)
        views.append(slider)
    }

    /// `value` on the nearest step from `lowerBound`.
    static func rounded(_ value: Double, to step: Double?, from lowerBound: Double) -> Double {
        guard let step, step > 0 else { return value }
        return lowerBound + ((value - lowerBound) / step).rounded() * step
    }
}

extension Slider where Label == EmptyView {
    public init(
        value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { EmptyView() }
    }
}
