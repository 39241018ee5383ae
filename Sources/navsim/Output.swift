import NavSimReplay

/// Writes `text` and a newline to standard output.
func say(_ text: String) {
    print(text)
}

/// Prints a state difference indented under its legend, if there is one.
func show(_ difference: StateDifference, removed: String, added: String) {
    guard !difference.isEmpty else { return }
    say("  state difference (- \(removed), + \(added)):")
    for line in difference.description.split(separator: "\n") { say("    \(line)") }
}
