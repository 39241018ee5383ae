import Foundation
import NavSimDiagrams

/// Where Graphviz put things: the boxes of the nodes, clusters and edge labels of a layout,
/// read from libgvc's `json` output (the layout the SVG draws, with the width Graphviz
/// measured for each text), in points, y upwards.
struct LayoutGeometry {
    /// An axis-aligned box.
    struct Box: Equatable, CustomStringConvertible {
        var minX: Double
        var minY: Double
        var maxX: Double
        var maxY: Double

        var midX: Double { (minX + maxX) / 2 }
        var area: Double { max(0, maxX - minX) * max(0, maxY - minY) }

        /// Whether the boxes share more than a hairline (half a point each way).
        func overlaps(_ other: Box) -> Bool {
            min(maxX, other.maxX) - max(minX, other.minX) > 0.5 && min(maxY, other.maxY) - max(minY, other.minY) > 0.5
        }

        /// The smallest box holding both.
        func union(_ other: Box) -> Box {
            Box(
                minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX),
                maxY: max(maxY, other.maxY))
        }

        var description: String { "(\(Int(minX)),\(Int(minY)))-(\(Int(maxX)),\(Int(maxY)))" }
    }

    /// Each node's box, by DOT id.
    private(set) var nodes: [String: Box] = [:]
    /// Each cluster's box, by DOT name (`cluster_…`).
    private(set) var clusters: [String: Box] = [:]
    /// The box of each line of each edge label, with the edge's ends.
    private(set) var edgeLabels: [(from: String, to: String, text: String, box: Box)] = []

    /// Lays out `graph` with libgvc and reads the boxes.
    init(_ graph: DOTGraph) throws {
        let json = try GraphvizRenderer().render(graph.encoded(), format: "json")
        guard let root = try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any] else {
            throw LayoutGeometryError.unreadable
        }
        let objects = root["objects"] as? [[String: Any]] ?? []
        var names: [Int: String] = [:]
        for object in objects {
            guard let name = object["name"] as? String, let gvid = object["_gvid"] as? Int else { continue }
            if let bb = object["bb"] as? String, name.hasPrefix("cluster_") {
                let numbers = bb.split(separator: ",").compactMap { Double($0) }
                if numbers.count == 4 {
                    clusters[name] = Box(minX: numbers[0], minY: numbers[1], maxX: numbers[2], maxY: numbers[3])
                }
            } else if let pos = object["pos"] as? String, let width = Double(object["width"] as? String ?? ""),
                let height = Double(object["height"] as? String ?? "")
            {
                let centre = pos.split(separator: ",").compactMap { Double($0) }
                guard centre.count == 2 else { continue }
                names[gvid] = name
                nodes[name] = Box(
                    minX: centre[0] - width * 36, minY: centre[1] - height * 36, maxX: centre[0] + width * 36,
                    maxY: centre[1] + height * 36)
            }
        }
        for edge in root["edges"] as? [[String: Any]] ?? [] {
            let from = (edge["tail"] as? Int).flatMap { names[$0] } ?? ""
            let to = (edge["head"] as? Int).flatMap { names[$0] } ?? ""
            var size = 14.0
            for operation in edge["_ldraw_"] as? [[String: Any]] ?? [] {
                if operation["op"] as? String == "F", let fontSize = operation["size"] as? Double { size = fontSize }
                guard operation["op"] as? String == "T", let point = operation["pt"] as? [Double], point.count == 2,
                    let width = operation["width"] as? Double
                else { continue }
                let left: Double
                switch operation["align"] as? String {
                case "l": left = point[0]
                case "r": left = point[0] - width
                default: left = point[0] - width / 2
                }
                let box = Box(
                    minX: left, minY: point[1] - size * 0.25, maxX: left + width, maxY: point[1] + size * 0.75)
                edgeLabels.append((from, to, operation["text"] as? String ?? "", box))
            }
        }
    }

    /// Every pair of an edge label line and a node it covers.
    var labelsOverNodes: [(label: String, node: String)] {
        edgeLabels.flatMap { label in
            nodes.filter { $0.value.overlaps(label.box) }.keys.sorted().map { (label.text, $0) }
        }
    }
}

/// Why a layout could not be read.
enum LayoutGeometryError: Error {
    case unreadable
}
