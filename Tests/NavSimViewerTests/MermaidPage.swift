import Foundation

/// Mermaid diagrams rendered by mermaid.js in headless Chromium: the mermaid.js that PyPI's
/// `mermaidx` package carries (`scripts/setup` installs it; it is never in the repository).
struct MermaidPage {
    /// What mermaid.js made of one diagram.
    struct Rendering: Decodable {
        /// The parse or render error, if any.
        let error: String?
        /// How many nodes, subgraphs (clusters) and edge paths the SVG holds.
        let nodes: Int
        let clusters: Int
        let edges: Int
        /// The text of each node, subgraph and edge label, `<br>` as a line break, in SVG order.
        let labels: [String]
        /// The names of every element inside the labels (`p`, `br`, `span`, …).
        let labelElements: [String]
    }

    /// The mermaid.js file: `NAVSIM_MERMAID_JS`, else where `scripts/setup` installs it.
    static var script: URL? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["NAVSIM_MERMAID_JS"] { return URL(fileURLWithPath: path) }
        let cache =
            environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        let url = cache.appendingPathComponent("navsim/mermaidx/mermaidx/assets/mermaid.js")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    let chromium: Chromium
    let script: URL

    /// Renders each of `diagrams` in one page and returns what mermaid.js made of each.
    func render(_ diagrams: [String], in folder: URL) throws -> [Rendering] {
        let sources = try JSONEncoder().encode(diagrams)
        let json = String(decoding: sources, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
        let page = folder.appendingPathComponent("mermaid.html")
        let html = """
            <!DOCTYPE html><html><head><meta charset="utf-8"></head><body>
            <div id="out"></div><pre id="result">pending</pre>
            <script charset="utf-8" src="\(script.absoluteString)"></script>
            <script>
            const sources = \(json);
            function text(node) {
              if (node.nodeType === Node.TEXT_NODE) return node.data;
              if (node.nodeName.toLowerCase() === "br") return "\\n";
              return Array.from(node.childNodes).map(text).join("");
            }
            async function renderAll() {
              mermaid.initialize({ startOnLoad: false, securityLevel: "strict" });
              const results = [];
              for (const [index, source] of sources.entries()) {
                const out = document.getElementById("out");
                out.innerHTML = "";
                try {
                  await mermaid.parse(source);
                  const { svg } = await mermaid.render("diagram" + index, source);
                  out.innerHTML = svg;
                  const labels = Array.from(out.querySelectorAll("span.nodeLabel, span.edgeLabel"));
                  results.push({
                    error: null,
                    nodes: out.querySelectorAll("g.node").length,
                    clusters: out.querySelectorAll("g.cluster").length,
                    edges: out.querySelectorAll("g.edgePaths path").length,
                    labels: labels.map(text),
                    labelElements: Array.from(new Set(labels.flatMap((label) =>
                      Array.from(label.querySelectorAll("*")).map((element) => element.nodeName.toLowerCase())))).sort(),
                  });
                } catch (error) {
                  results.push({ error: String(error && error.message || error), nodes: 0, clusters: 0, edges: 0,
                    labels: [], labelElements: [] });
                }
              }
              document.getElementById("result").textContent = JSON.stringify(results);
            }
            renderAll();
            </script></body></html>
            """
        try Data(html.utf8).write(to: page)
        let dom = try chromium.dom(of: page.absoluteString, waiting: 60_000)
        guard let start = dom.range(of: #"<pre id="result">"#),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { throw MermaidPageError.noResult(dom: String(dom.prefix(500))) }
        let escaped = dom[start.upperBound..<end.lowerBound]
        let result = escaped.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(of: "&amp;", with: "&")
        guard result != "pending" else { throw MermaidPageError.noResult(dom: String(dom.prefix(500))) }
        return try JSONDecoder().decode([Rendering].self, from: Data(result.utf8))
    }
}

/// Why a Mermaid page gave no result.
enum MermaidPageError: Error {
    /// The page's script never wrote its result.
    case noResult(dom: String)
}
