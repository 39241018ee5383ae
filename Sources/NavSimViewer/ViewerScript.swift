/// The viewer page's script: plain JavaScript, no framework, reading only `#navsim-data`.
enum ViewerScript {
    static let javaScript = #"""
        "use strict";
        (function () {
          const data = JSON.parse(document.getElementById("navsim-data").textContent);
          const $ = (id) => document.getElementById(id);
          const last = data.events.length; // steps run from 0 (before the first event) to last
          const inputs = []; // the steps whose event is an input, ascending
          data.events.forEach((event, index) => { if (event[2]) inputs.push(index + 1); });
          /// `text` with control characters (but newline and tab), bidirectional controls and
          /// line separators written as `\u{…}`: a trace's text cannot reverse or hide what follows.
          const visible = (text) => String(text).replace(
            /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g,
            (character) => "\\u{" + character.charCodeAt(0).toString(16) + "}");
          let step = 0;
          let timer = null; // the play timer, while playing
          let selected = ""; // the screen chosen, "" for the front one

          // MARK: Steps

          /// Shows step `to` (clamped) everywhere: slider, position, drawing, log, screen.
          function go(to) {
            step = Math.max(0, Math.min(last, to));
            $("slider").value = String(step);
            const event = data.events[step - 1];
            $("position").textContent = "step " + step + " of " + last +
              (event ? (event[2] ? " · input: " : " · ") + visible(event[1]) : " · before the first event");
            showFrame();
            showLog(true);
            showScreen();
            if (step === last) pause();
          }

          /// The index of the first item of `list` (ascending numbers) above `limit`.
          function firstAbove(list, limit) {
            let low = 0, high = list.length;
            while (low < high) {
              const middle = (low + high) >> 1;
              if (list[middle] <= limit) low = middle + 1; else high = middle;
            }
            return low;
          }

          const nextInput = () => inputs[firstAbove(inputs, step)] ?? last;
          const previousInput = () => inputs[firstAbove(inputs, step - 1) - 1] ?? 0;

          // MARK: Drawing

          let shownFrame = -1;
          /// Puts the drawing of the current step in place, if it is not there already.
          function showFrame() {
            const frame = data.frameAt[step];
            if (frame !== shownFrame) {
              const runs = data.runs[frame];
              const lines = [];
              for (let i = 0; i < runs.length; i += 2) {
                for (let j = 0; j < runs[i + 1]; j++) lines.push(data.lines[runs[i] + j]);
              }
              $("hierarchy").innerHTML = lines.join("\n");
              shownFrame = frame;
            }
            const drawnAt = data.drawn ? data.drawn[firstAbove(data.drawn, step) - 1] : step;
            const note = drawnAt === step ? "" : "Drawn at step " + drawnAt + ": this trace has " + data.drawing;
            // Hierarchies left out for their size say so, and how many, under every drawing.
            $("drawn").textContent = [note, data.omitted ? "This page " + data.omitted : ""]
              .filter((text) => text).join(" ");
          }

          // Clicking a screen in the drawing selects it (Graphviz titles each node with its id).
          $("hierarchy").addEventListener("click", (click) => {
            const title = click.target.closest("g.node")?.querySelector("title")?.textContent ?? "";
            const match = /^s0*(\d+)$/.exec(title);
            if (match) { selected = match[1]; $("screen").value = selected; showScreen(); }
          });

          // MARK: Event log (only the rows in view are in the page)

          const rowHeight = 20;
          let shown = []; // the steps the filter lets through, ascending
          function filter() {
            const kind = $("kind").value;
            shown = [];
            data.events.forEach((event, index) => {
              if (kind === "" || (kind === "inputs" ? event[2] : data.kinds[event[0]] === kind)) shown.push(index + 1);
            });
            $("log-spacer").style.height = shown.length * rowHeight + "px";
            showLog(true);
          }

          /// Draws the rows in view; with `follow`, scrolls the current step into view first.
          function showLog(follow) {
            const log = $("log");
            if (follow) {
              const index = firstAbove(shown, step) - 1;
              const top = Math.max(0, index) * rowHeight;
              if (top < log.scrollTop || top + rowHeight > log.scrollTop + log.clientHeight) {
                log.scrollTop = Math.max(0, top - log.clientHeight / 2);
              }
            }
            const first = Math.floor(log.scrollTop / rowHeight);
            const count = Math.ceil(log.clientHeight / rowHeight) + 1;
            const rows = $("log-rows");
            rows.style.top = first * rowHeight + "px";
            rows.replaceChildren(...shown.slice(first, first + count).map((at) => {
              const event = data.events[at - 1];
              const row = document.createElement("div");
              row.className = "row" + (event[2] ? " input" : "") + (at === step ? " current" : "");
              row.dataset.step = String(at);
              row.textContent = at + (event[2] ? " > " : "   ") + visible(event[1]);
              return row;
            }));
          }
          $("log").addEventListener("scroll", () => showLog(false));
          $("log-rows").addEventListener("click", (click) => {
            const row = click.target.closest(".row");
            if (row) go(Number(row.dataset.step));
          });

          // MARK: Screen

          /// The JSON text of `screen`'s ViewModel state at the current step, or why there is none.
          function screenState(screen) {
            const changes = data.screens[screen] ?? [];
            let value;
            for (const change of changes) { if (change[0] <= step) value = change[1]; }
            if (value === undefined) return "(not created yet)";
            if (value === null) return "(deallocated)";
            return visible(JSON.stringify(JSON.parse(value), null, 2));
          }

          function showScreen() {
            const screen = selected || String(data.front[step] || "");
            const name = screen ? "s" + screen + " " + visible(data.names[screen] ?? "") : "";
            $("screen").options[0].textContent = "front screen" + (selected || !name ? "" : " (" + name + ")");
            $("screen-state").textContent = screen ? name + "\n" + screenState(screen) : "(no screen in front)";
            const changes = step > 0 ? data.differences[step - 1] : [];
            $("changes").textContent = changes.length ? visible(changes.join("\n")) : "(nothing)";
          }

          // MARK: Findings

          data.findings.forEach((finding) => {
            const text = "step " + finding[0] + ": " + finding[1] + ": " + visible(finding[2]) +
              (finding[3] ? "" : " (later resolved)");
            const marker = document.createElement("button");
            marker.type = "button";
            marker.className = "marker" + (finding[3] ? "" : " resolved");
            marker.style.left = (last ? finding[0] / last * 100 : 0) + "%";
            marker.title = text;
            marker.setAttribute("aria-label", text);
            marker.addEventListener("click", () => go(finding[0]));
            $("markers").appendChild(marker);
            const item = document.createElement("li");
            item.className = finding[3] ? "" : "resolved";
            item.textContent = text;
            item.addEventListener("click", () => go(finding[0]));
            $("findings").appendChild(item);
          });
          if (!data.findings.length) {
            $("findings").outerHTML = "<p>None: the trace breaks no invariant.</p>";
            $("first-finding").disabled = true;
          }
          $("first-finding").addEventListener("click", () => { if (data.findings.length) go(data.findings[0][0]); });

          // MARK: Controls

          function pause() {
            if (timer !== null) clearInterval(timer);
            timer = null;
            $("play").textContent = "▶ Play";
          }
          function play() {
            if (step === last) go(0);
            timer = setInterval(() => go(step + 1), 400);
            $("play").textContent = "❚❚ Pause";
          }
          $("play").addEventListener("click", () => (timer === null ? play() : pause()));
          $("slider").max = String(last);
          $("slider").addEventListener("input", () => go(Number($("slider").value)));

          document.addEventListener("keydown", (key) => {
            if (key.target.tagName === "SELECT" || key.altKey || key.ctrlKey || key.metaKey) return;
            const moves = {
              ArrowRight: () => (key.shiftKey ? nextInput() : step + 1),
              ArrowLeft: () => (key.shiftKey ? previousInput() : step - 1),
              Home: () => 0,
              End: () => last,
            };
            if (moves[key.key]) go(moves[key.key]());
            else if (key.key === " ") (timer === null ? play() : pause());
            else return;
            key.preventDefault(); // the slider, when focused, would move a second time
          });

          for (const [name, label] of [["", "all events"], ["inputs", "inputs"]].concat(data.kinds.map((k) => [k, k]))) {
            $("kind").add(new Option(label, name));
          }
          $("kind").addEventListener("change", filter);
          $("screen").add(new Option("front screen", ""));
          for (const screen of Object.keys(data.names).sort((a, b) => a - b)) {
            $("screen").add(new Option("s" + screen + " " + visible(data.names[screen]), screen));
          }
          $("screen").addEventListener("change", () => { selected = $("screen").value; showScreen(); });

          // MARK: Tabs

          function showTab(flow) {
            $("hierarchy-view").hidden = flow;
            $("flow-view").hidden = !flow;
            $("tab-flow").classList.toggle("selected", flow);
            $("tab-hierarchy").classList.toggle("selected", !flow);
            if (flow && !$("flow").firstChild) $("flow").innerHTML = data.flow;
          }
          $("tab-hierarchy").addEventListener("click", () => showTab(false));
          $("tab-flow").addEventListener("click", () => showTab(true));
          $("legend").addEventListener("toggle", () => {
            if (!$("legend-drawing").firstChild) $("legend-drawing").innerHTML = data.legend;
          });

          filter();
          go(0);

          // The fragment drives the page's own controls, for links and tests:
          // #step=30 moves the slider, keys=Shift+ArrowRight,End presses keys, tab=flow,
          // click=first-finding or click=play clicks that button.
          // (Read by hand: URLSearchParams would turn the "+" of Shift+ArrowRight into a space.)
          const fragment = new Map(location.hash.slice(1).split("&").map((part) => {
            const [name, ...value] = part.split("=");
            try { return [name, decodeURIComponent(value.join("="))]; } catch { return [name, ""]; }
          }));
          if (fragment.has("step")) {
            $("slider").value = fragment.get("step");
            $("slider").dispatchEvent(new Event("input"));
          }
          if (["first-finding", "play"].includes(fragment.get("click"))) $(fragment.get("click")).click();
          for (const key of (fragment.get("keys") ?? "").split(",").filter(Boolean)) {
            const shift = key.startsWith("Shift+");
            document.body.dispatchEvent(new KeyboardEvent("keydown",
              { key: shift ? key.slice(6) : key, shiftKey: shift, bubbles: true }));
          }
          if (fragment.get("tab") === "flow") $("tab-flow").click();
        })();

        """#
}
