/// Where NavSim places each character of a styled text. NavSim draws no text, so this is an
/// inference, the one `boundingRect(with:options:attributes:context:)` makes: each character
/// is half its font's size wide (the `.font` attribute there, else 12 points), lines are 1.2
/// times their largest font high, and a line wraps, at any character, where the next would
/// pass `width` (no wrapping when `width` is not positive), up to `maximumLines` (0: no limit).
/// The same text in the same width always lays out the same, so TextKit's answers built on
/// it (``NSLayoutManager``) and the point a tap on a label's text lands on are deterministic.
struct TextLayout {
    /// A character's place: its UTF-16 range in the text and its rectangle.
    struct Placed {
        let range: NSRange
        let rect: CGRect
    }

    /// The characters laid out, in order.
    let characters: [Placed]
    /// The rectangle the laid-out characters take.
    let usedRect: CGRect

    init(_ text: NSAttributedString, width: CGFloat, maximumLines: Int = 0, padding: CGFloat = 0) {
        let available = width - 2 * padding
        var placed: [Placed] = []
        var (x, y, lineHeight, lines, used) = (padding, CGFloat(0), CGFloat(0), 1, CGFloat(0))
        var offset = 0
        for character in text.string {
            let length = character.utf16.count
            defer { offset += length }
            if character.isNewline {
                (x, y, lineHeight, lines) = (padding, y + lineHeight, 0, lines + 1)
                continue
            }
            let size = (text.attribute(.font, at: offset, effectiveRange: nil) as? UIFont)?.pointSize ?? 12
            if available > 0, x > padding, x - padding + size / 2 > available {
                (x, y, lineHeight, lines) = (padding, y + lineHeight, 0, lines + 1)
            }
            if maximumLines > 0, lines > maximumLines { break }
            lineHeight = max(lineHeight, size * 6 / 5)
            placed.append(
                Placed(
                    range: NSRange(location: offset, length: length),
                    rect: CGRect(x: x, y: y, width: size / 2, height: size * 6 / 5)))
            x += size / 2
            used = max(used, x)
        }
        characters = placed
        let bottom = placed.map(\.rect.maxY).max() ?? 0
        usedRect = CGRect(x: 0, y: 0, width: used, height: bottom)
    }

    /// The UTF-16 index of the character under `point`, else of the nearest one: on the line
    /// at `point.y` (the first or last line beyond them), the character across `point.x`.
    func characterIndex(at point: CGPoint) -> Int {
        guard let last = characters.last else { return 0 }
        let lineTop =
            characters.last { $0.rect.minY <= point.y }?.rect.minY ?? characters[0].rect.minY
        let line = characters.filter { $0.rect.minY == lineTop }
        let hit = line.first { point.x < $0.rect.maxX } ?? line.last ?? last
        return hit.range.location
    }

    /// The rectangle the characters of `range` take, on their first line; `nil` if none is
    /// laid out.
    func rect(of range: NSRange) -> CGRect? {
        let inRange = characters.filter { NSIntersectionRange($0.range, range).length > 0 }
        guard let first = inRange.first else { return nil }
        return inRange.filter { $0.rect.minY == first.rect.minY }.map(\.rect).reduce(first.rect) { $0.union($1) }
    }
}
