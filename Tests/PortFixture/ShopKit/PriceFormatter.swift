import Foundation

/// How the shop writes an amount, shared by the app's targets: the shop's framework target.
public enum PriceFormatter {
    /// `cents` as euros with two decimals: `12.50 €`.
    public static func text(cents: Int) -> String {
        "\(cents / 100).\(String(format: "%02d", cents % 100)) €"
    }
}
