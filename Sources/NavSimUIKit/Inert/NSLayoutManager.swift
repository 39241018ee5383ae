/// TextKit's layout of a text storage in text containers, answered with NavSim's inferred
/// layout (`TextLayout`), so code that finds the character a tap is on (a link in a
/// label) runs: ``usedRect(for:)``, ``characterIndex(for:in:fractionOfDistanceBetweenInsertionPoints:)``,
/// ``boundingRect(forGlyphRange:in:)``. A glyph is a character: NavSim's glyph indexes are
/// the characters' UTF-16 indexes.
open class NSLayoutManager: NSObject {
    /// The containers, in the order added.
    open private(set) var textContainers: [NSTextContainer] = []
    /// The text laid out.
    open internal(set) weak var textStorage: NSTextStorage?

    /// Adds a container to lay text out in.
    open func addTextContainer(_ container: NSTextContainer) {
        textContainers.append(container)
        container.layoutManager = self
    }

    /// Removes the container at `index`.
    open func removeTextContainer(at index: Int) {
        textContainers.remove(at: index).layoutManager = nil
    }

    /// Lays out the text of `container`: NavSim lays out on demand, so this does nothing.
    open func ensureLayout(for container: NSTextContainer) {}

    /// The rectangle the text takes in `container`.
    open func usedRect(for container: NSTextContainer) -> CGRect {
        layout(in: container).usedRect
    }

    /// The index of the character under `point` of `container`, else of the nearest one,
    /// as UIKit answers. `fraction`, if given, is set to 0 (NavSim places no insertion points).
    open func characterIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceBetweenInsertionPoints fraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        fraction?.pointee = 0
        return layout(in: container).characterIndex(at: point)
    }

    /// The index of the glyph under `point`: its character's.
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: nil)
    }

    /// The glyphs of `range` of characters: the same range.
    open func glyphRange(forCharacterRange range: NSRange, actualCharacterRange: NSRangePointer?) -> NSRange {
        actualCharacterRange?.pointee = range
        return range
    }

    /// The rectangle the glyphs of `range` take in `container`, on their first line.
    open func boundingRect(forGlyphRange range: NSRange, in container: NSTextContainer) -> CGRect {
        layout(in: container).rect(of: range) ?? .zero
    }

    private func layout(in container: NSTextContainer) -> TextLayout {
        TextLayout(
            textStorage?.attributedString ?? NSAttributedString(string: ""), width: container.size.width,
            maximumLines: container.maximumNumberOfLines, padding: container.lineFragmentPadding)
    }
}
