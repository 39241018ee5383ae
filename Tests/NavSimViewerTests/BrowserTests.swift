import Foundation
import NavSimCore
import NavSimDiagrams
import NavSimReplay
import NavSimTestSupport
import NavSimViewer
import Testing

/// The page in a real browser: Debian's headless Chromium loads it, runs its script and
/// drives its own controls through the URL fragment; the DOM and a screenshot are checked.
///
/// `NAVSIM_VIEWER_SCREENSHOT=PATH` keeps the screenshot at PATH (`scripts/viewer-screenshot`
/// writes the README's picture this way).
@Suite(.serialized) struct BrowserTests {
    /// Seed 002's bug: three findings, the first at step 33.
    private static let traceName = "children-removedOnDisappear"

    /// The page of the seed-002 trace in a fresh folder, and the trace's events.
    private func page() throws -> (url: URL, events: [NavigationEvent], folder: URL) {
        let events = try ViewerFixtures.trace(Self.traceName)
        let folder = try ViewerFixtures.temporaryFolder()
        let url = folder.appendingPathComponent("\(Self.traceName).html")
        let html = try TraceViewer(events: events, title: "\(Self.traceName).navtrace · children/removedOnDisappear")
            .html(renderer: GraphvizRenderer())
        try Data(html.utf8).write(to: url)
        return (url, events, folder)
    }

    /// Chromium, or a known issue recorded when it is not installed.
    private func chromium() -> Chromium? {
        guard let chromium = Chromium.installed else {
            recordMissingTool("Chromium is not installed (scripts/setup installs Debian's chromium)")
            return nil
        }
        return chromium
    }

    @Test func thePageLoadsWithSliderDrawingLogAndFindings() throws {
        guard let chromium = chromium() else { return }
        let (url, events, _) = try page()
        let dom = try chromium.dom(of: url.absoluteString)
        #expect(
            dom.contains(
                #"<input type="range" id="slider" min="0" value="0" aria-label="Step" max="\#(events.count)">"#))
        #expect(dom.contains(#"<div id="hierarchy"><svg"#))
        #expect(dom.contains("step 0 of \(events.count) · before the first event"))
        var iterator = events.makeIterator()
        let findings = try InvariantReport(checking: &iterator).findings
        #expect(findings.count == 3)
        #expect(dom.components(separatedBy: #"<button type="button" class="marker"#).count == findings.count + 1)
        for finding in findings {
            #expect(dom.contains("step \(finding.step): \(finding.violation.rule.rawValue)"))
        }
        #expect(dom.contains(#"class="row current" data-step="#) == false)
        #expect(dom.contains(#"<div class="row input" data-step="1">1 &gt; launched</div>"#))
    }

    @Test func theControlsMoveThroughTheSteps() throws {
        guard let chromium = chromium() else { return }
        let (url, events, _) = try page()
        let inputs = events.indices.filter { events[$0].isInput }.map { $0 + 1 }
        // Shift+→ twice: the second input.
        var dom = try chromium.dom(of: url.absoluteString + "#keys=Shift+ArrowRight,Shift+ArrowRight")
        #expect(dom.contains("step \(inputs[1]) of \(events.count) · input: \(events[inputs[1] - 1])"))
        #expect(dom.contains(#"class="row input current" data-step="\#(inputs[1])""#))
        // The slider to 30, then → and End, ←.
        dom = try chromium.dom(of: url.absoluteString + "#step=30&keys=ArrowRight")
        #expect(dom.contains("step 31 of \(events.count)"))
        dom = try chromium.dom(of: url.absoluteString + "#keys=End,ArrowLeft,Shift+ArrowLeft")
        let lastInput = try #require(inputs.last { $0 < events.count - 1 })
        #expect(dom.contains("step \(lastInput) of \(events.count)"))
        // The first finding, one click away; its screen's state and what the step changed.
        dom = try chromium.dom(of: url.absoluteString + "#click=first-finding")
        #expect(dom.contains("step 35 of \(events.count)"))
        #expect(dom.contains(#"<pre id="screen-state">s3 AddSecond"#))
        #expect(!dom.contains(#"<pre id="changes">(nothing)</pre>"#))
        // Play: one event every 0.4 s of the browser's virtual time, still playing after 2 s.
        dom = try chromium.dom(of: url.absoluteString + "#click=play")
        #expect(dom.contains(#"<button type="button" id="play" title="Play or pause (Space)">❚❚ Pause</button>"#))
        #expect(!dom.contains("step 0 of \(events.count)"))
        #expect(!dom.contains("step \(events.count) of \(events.count)"))
        // The flow graph's tab.
        dom = try chromium.dom(of: url.absoluteString + "#tab=flow")
        #expect(dom.contains(#"<main id="hierarchy-view" hidden="">"#))
        #expect(dom.contains(#"<div id="flow"><svg"#))
    }

    @Test func aStepBetweenDrawingsSaysWhereItsDrawingIsFrom() throws {
        guard let chromium = chromium() else { return }
        let events = try ViewerFixtures.trace(Self.traceName)
        let folder = try ViewerFixtures.temporaryFolder()
        let url = folder.appendingPathComponent("sparse.html")
        let html = try TraceViewer(events: events, title: "sparse", frameLimit: 3).html(renderer: GraphvizRenderer())
        try Data(html.utf8).write(to: url)
        var dom = try chromium.dom(of: url.absoluteString + "#step=40")
        #expect(
            dom.contains("Drawn at step 35: this trace has more than 3 distinct hierarchies: drawn once per 5 inputs"))
        dom = try chromium.dom(of: url.absoluteString + "#step=35")
        #expect(dom.contains(#"<p id="drawn"></p>"#))
    }

    /// An app that leaks a flow per round trip: its leaked coordinators are one box that
    /// counts them, drawn at every step, so the page shows how many leaked and when.
    @Test func leakedCoordinatorsShowAsOneBoxThatCountsThem() throws {
        guard let chromium = chromium() else { return }
        let leaks = HierarchyFrames.nodeLimit + 50
        let events = ViewerBoundTests.coordinators(leaks) { _ in "Leaked" }
        let folder = try ViewerFixtures.temporaryFolder()
        let url = folder.appendingPathComponent("leaks.html")
        let html = try TraceViewer(events: events, title: "leaks").html(renderer: GraphvizRenderer())
        try Data(html.utf8).write(to: url)
        var dom = try chromium.dom(of: url.absoluteString + "#keys=End")
        #expect(dom.contains(">Leaked × \(leaks)</text>"))
        #expect(dom.contains(">#1, #2, #3 … #\(leaks)</text>"))
        #expect(dom.components(separatedBy: #"<g id="clust"#).count - 1 == 1)
        #expect(!dom.contains("Not drawn"))
        dom = try chromium.dom(of: url.absoluteString + "#step=12")
        #expect(dom.contains(">Leaked × 10</text>"))
    }

    @Test func aScreenshotIsNotBlank() throws {
        guard let chromium = chromium() else { return }
        let (url, _, folder) = try page()
        let png = try chromium.screenshot(
            of: url.absoluteString + "#step=35", to: folder.appendingPathComponent("viewer.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let colours = try #require(try chromium.colours(in: png, folder: folder))
        #expect(colours > 16)
        if let keep = ProcessInfo.processInfo.environment["NAVSIM_VIEWER_SCREENSHOT"] {
            try png.write(to: URL(fileURLWithPath: keep))
        }
    }

    @Test func hostileNamesRunNoScript() throws {
        guard let chromium = chromium() else { return }
        let folder = try ViewerFixtures.temporaryFolder()
        let url = folder.appendingPathComponent("hostile.html")
        let html = try TraceViewer(events: ViewerFixtures.hostileEvents, title: ViewerFixtures.hostile)
            .html(renderer: GraphvizRenderer())
        try Data(html.utf8).write(to: url)
        let dom = try chromium.dom(of: url.absoluteString + "#keys=End")
        #expect(!dom.contains("PWNED</title>"))
        #expect(!dom.contains("<img"))
        #expect(dom.components(separatedBy: "<script").count == 3)
        #expect(dom.contains(#"<div id="hierarchy"><svg"#))
        // Bidirectional and control characters are shown, not obeyed: in the log, the
        // screen's name and state, the title.
        #expect(!dom.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{1B}" })
        #expect(dom.contains(#"\u{202e}\u{0}\u{1b}[2J"#))
        #expect(dom.contains("step \(ViewerFixtures.hostileEvents.count) of \(ViewerFixtures.hostileEvents.count)"))
    }
}
