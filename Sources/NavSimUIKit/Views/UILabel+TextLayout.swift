extension UILabel {
    /// The parts of the text a tap can aim at, when it has several: each run of the same
    /// attributes (a highlighted "sign up" in "Don't have an account? sign up"), trimmed,
    /// in order; none for text of one style.
    var styledParts: [String] {
        guard let text = attributedText, text.length > 0 else { return [] }
        var parts: [String] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { _, range, _ in
            let part = text.attributedSubstring(from: range).string.trimmingCharacters(in: .whitespacesAndNewlines)
            if !part.isEmpty, !parts.contains(part) { parts.append(part) }
        }
        return parts.count > 1 ? parts : []
    }

    /// Where `part` of the text is in the label, under NavSim's inferred layout
    /// (``TextLayout``, the label's width and lines): the middle of its first line. The text
    /// is centred vertically, as a label draws it, and placed across by its alignment (its
    /// paragraph style's, else ``textAlignment``): centred, at the right, else at the left.
    func point(of part: String) -> CGPoint? {
        guard let text = attributedText else { return nil }
        let range = (text.string as NSString).range(of: part)
        let layout = TextLayout(text, width: bounds.width, maximumLines: numberOfLines)
        guard range.location != NSNotFound, let rect = layout.rect(of: range) else { return nil }
        let style = text.length > 0 ? text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) : nil
        let free = bounds.width - layout.usedRect.width
        let x: CGFloat =
            switch (style as? NSParagraphStyle)?.alignment ?? textAlignment {
            case .center: free / 2
            case .right: free
            default: 0
            }
        return CGPoint(x: x + rect.midX, y: (bounds.height - layout.usedRect.height) / 2 + rect.midY)
    }
}
