import NavSimCore

/// A row of segments, one of them selected.
///
/// A tap takes the segment's index as its argument (the sample arguments are every
/// enabled segment but the selected one): it selects the segment, runs the segment's action if it was made
/// from actions, and sends `.valueChanged` (and `.primaryActionTriggered`). Tapping the
/// selected segment of a non-momentary control, a disabled segment or an index out of
/// range does nothing, as on a device. Its name in traces is its
/// `accessibilityIdentifier`, else `segmentedControl`.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning no segment is selected.
    public static let noSegment = -1

    private var segments: [(title: String?, image: UIImage?, action: UIAction?, isEnabled: Bool)] = []
    /// The selected segment, or ``noSegment``.
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// Whether segments stay unselected after a tap.
    open var isMomentary = false
    /// The color of the selected segment.
    open var selectedSegmentTintColor: UIColor?
    /// Whether segment widths follow their content.
    open var apportionsSegmentWidthsByContent = false

    /// Creates a control with a segment per item: a `String` is a title, a `UIImage` an
    /// image (other items make empty segments).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            segments.append((item as? String, item as? UIImage, nil, true))
        }
    }

    /// Creates a control with a segment per action, titled by it, running it when selected.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions {
            segments.append((action.title, action.image, action, true))
        }
    }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a segment titled `title` at `segment` (clamped to the valid range).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert((title, nil, nil, true), at: min(max(segment, 0), segments.count))
    }

    /// Inserts a segment showing `image` at `segment` (clamped to the valid range).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert((nil, image, nil, true), at: min(max(segment, 0), segments.count))
    }

    /// Inserts a segment for `action` at `segment` (clamped to the valid range).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        segments.insert((action.title, action.image, action, true), at: min(max(segment, 0), segments.count))
    }

    /// Removes the segment at `segment`.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex >= segments.count { selectedSegmentIndex = UISegmentedControl.noSegment }
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = UISegmentedControl.noSegment
    }

    /// Sets the title of the segment at `segment`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
    }

    /// The title of the segment at `segment`.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment`.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
    }

    /// The image of the segment at `segment`.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables the segment at `segment`.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    /// Whether the segment at `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    /// The action of the segment at `segment`.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// Sets the action of the segment at `segment`, and its title and image.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment] = (action.title, action.image, action, segments[segment].isEnabled)
    }

    // MARK: - Tapping

    override var controlName: String {
        ControlNaming.name(accessibilityIdentifier) ?? "segmentedControl"
    }

    override var isTappable: Bool { acceptsTouches && !sampleArguments.isEmpty }

    /// Every enabled segment but the selected one of a non-momentary control, whose tap
    /// does nothing.
    override var sampleArguments: [JSONValue] {
        segments.indices.filter { segments[$0].isEnabled && (isMomentary || $0 != selectedSegmentIndex) }
            .map { .number(Double($0)) }
    }

    override func tap(argument: JSONValue) {
        guard acceptsTouches, let index = argument.intValue, isEnabledForSegment(at: index),
            isMomentary || index != selectedSegmentIndex
        else { return }
        selectedSegmentIndex = isMomentary ? UISegmentedControl.noSegment : index
        segments[index].action?.perform(sender: self)
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
}
