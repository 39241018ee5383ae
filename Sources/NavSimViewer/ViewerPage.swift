import NavSimCore

/// The viewer's HTML document: markup, style and script, with the trace's data embedded.
///
/// Nothing is loaded from anywhere: the style and script are inline, the drawings are in
/// the data, and the content security policy forbids every other source.
struct ViewerPage {
    /// The page's title, shown in the tab and the header.
    let title: String
    /// What the script reads.
    let data: JSONValue

    /// The whole document.
    var html: String {
        let title = ScriptJSON.htmlEscaped(title)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; \
            style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="navsim view">
            <title>\(title) · navsim view</title>
            <style>
            \(ViewerStyle.css)</style>
            </head>
            <body>
            \(Self.body(title: title))
            <script type="application/json" id="navsim-data">\(ScriptJSON.embedded(data))</script>
            <script>
            \(ViewerScript.javaScript)</script>
            </body>
            </html>

            """
    }

    /// The markup the script fills in; `title` is escaped already.
    private static func body(title: String) -> String {
        """
        <header>
          <h1>\(title)</h1>
          <nav class="tabs">
            <button type="button" id="tab-hierarchy" class="tab selected">Hierarchy</button>
            <button type="button" id="tab-flow" class="tab">Flow graph</button>
          </nav>
        </header>
        <section id="controls">
          <button type="button" id="play" title="Play or pause (Space)">▶ Play</button>
          <button type="button" id="first-finding" title="Go to the first finding">First finding</button>
          <span id="position" aria-live="polite"></span>
          <div id="timeline">
            <input type="range" id="slider" min="0" value="0" aria-label="Step">
            <div id="markers"></div>
          </div>
          <p class="keys">←/→ one event · Shift+←/→ one input · Home/End · Space play/pause</p>
        </section>
        <main id="hierarchy-view">
          <section id="drawing">
            <p id="drawn"></p>
            <div id="hierarchy"></div>
            <details id="legend"><summary>Legend</summary><div id="legend-drawing"></div></details>
          </section>
          <aside>
            <section id="log-panel">
              <h2>Events <select id="kind" aria-label="Show events of kind"></select></h2>
              <div id="log"><div id="log-spacer"></div><div id="log-rows"></div></div>
            </section>
            <section id="screen-panel">
              <h2>Screen <select id="screen" aria-label="Screen"></select></h2>
              <pre id="screen-state"></pre>
              <h3>Changed by this step</h3>
              <pre id="changes"></pre>
            </section>
            <section id="findings-panel">
              <h2>Findings</h2>
              <ol id="findings"></ol>
            </section>
          </aside>
        </main>
        <main id="flow-view" hidden><div id="flow"></div></main>
        """
    }
}
