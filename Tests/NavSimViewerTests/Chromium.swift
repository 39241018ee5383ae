import Foundation

/// Debian's headless Chromium, run the way the browser tests need it.
struct Chromium {
    /// The executable.
    let executable: URL

    /// The installed Chromium, or `nil` when there is none (`scripts/setup` installs it).
    static var installed: Chromium? {
        for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        where FileManager.default.isExecutableFile(atPath: path) {
            return Chromium(executable: URL(fileURLWithPath: path))
        }
        return nil
    }

    /// The page's DOM after it loaded and its script ran (`url` may carry a fragment).
    func dom(of url: String, waiting milliseconds: Int = 2_000) throws -> String {
        try run(["--dump-dom", "--virtual-time-budget=\(milliseconds)", url])
    }

    /// A 1280×800 screenshot of the page at `url`, as PNG bytes.
    func screenshot(of url: String, to file: URL) throws -> Data {
        _ = try run(["--screenshot=\(file.path)", "--window-size=1280,800", "--virtual-time-budget=2000", url])
        return try Data(contentsOf: file)
    }

    /// How many distinct colours the PNG `png` has, up to 256, counted by Chromium itself in
    /// a canvas (a data URL does not taint it).
    func colours(in png: Data, folder: URL) throws -> Int? {
        let page = folder.appendingPathComponent("colours.html")
        let html = """
            <!DOCTYPE html><html><body><p id="colours">unknown</p>
            <img id="shot" src="data:image/png;base64,\(png.base64EncodedString())"><script>
            const image = document.getElementById("shot");
            function count() {
              const canvas = document.createElement("canvas");
              canvas.width = image.naturalWidth;
              canvas.height = image.naturalHeight;
              const context = canvas.getContext("2d");
              context.drawImage(image, 0, 0);
              const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
              const seen = new Set();
              for (let i = 0; i < pixels.length && seen.size < 256; i += 4) {
                seen.add((pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2]);
              }
              document.getElementById("colours").textContent = String(seen.size);
            }
            if (image.complete) count(); else image.onload = count;
            </script></body></html>
            """
        try Data(html.utf8).write(to: page)
        let dom = try dom(of: page.absoluteString, waiting: 5_000)
        guard let range = dom.range(of: #"<p id="colours">(\d+)</p>"#, options: .regularExpression) else { return nil }
        return Int(dom[range].filter(\.isNumber))
    }

    /// Runs Chromium headless with `arguments` and a profile of its own, returning its
    /// standard output; a run longer than two minutes is stopped.
    private func run(_ arguments: [String]) throws -> String {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-chromium-\(UUID())")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = executable
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
                "--user-data-dir=\(profile.path)",
            ] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = DispatchTime.now() + .seconds(120)
        DispatchQueue.global().asyncAfter(deadline: deadline) { if process.isRunning { process.terminate() } }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
