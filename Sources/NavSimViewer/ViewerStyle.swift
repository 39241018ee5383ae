/// The viewer page's style sheet: system fonts only, nothing loaded.
enum ViewerStyle {
    static let css = """
        * { box-sizing: border-box; }
        body { margin: 0; font: 13px/1.4 system-ui, sans-serif; color: #1d2330; background: #f6f7f9; }
        header { display: flex; align-items: center; gap: 16px; padding: 8px 16px; background: #1d2330; color: #fff; }
        h1 { font-size: 15px; margin: 0; flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        h2 { font-size: 13px; margin: 0 0 4px; display: flex; gap: 8px; align-items: center; }
        h2 select { min-width: 0; max-width: 70%; }
        h3 { font-size: 12px; margin: 6px 0 2px; }
        button { font: inherit; padding: 3px 10px; border: 1px solid #9aa3b5; border-radius: 4px; background: #fff; cursor: pointer; }
        .tab { background: transparent; color: #cfd6e4; border-color: #4b5569; }
        .tab.selected { background: #fff; color: #1d2330; }
        #controls { display: grid; grid-template-columns: auto auto 1fr; gap: 4px 12px; align-items: center;
          padding: 8px 16px; background: #fff; border-bottom: 1px solid #dde1e8; }
        #position { font-variant-numeric: tabular-nums; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        #timeline { grid-column: 1 / -1; position: relative; height: 34px; }
        #slider { width: 100%; margin: 0; position: absolute; top: 0; }
        #markers { position: absolute; left: 8px; right: 8px; top: 20px; height: 12px; }
        .marker { position: absolute; width: 10px; height: 12px; margin-left: -5px; padding: 0; border: none;
          border-radius: 2px; background: #c62828; }
        .marker.resolved { background: #ef9a9a; }
        .keys { grid-column: 1 / -1; margin: 0; color: #5b6478; font-size: 11px; }
        main { display: grid; grid-template-columns: minmax(0, 1fr) 420px; gap: 12px; padding: 12px 16px; }
        main[hidden] { display: none; }
        #flow-view { grid-template-columns: minmax(0, 1fr); }
        #drawing, aside > section { background: #fff; border: 1px solid #dde1e8; border-radius: 6px; padding: 8px; }
        #drawing { overflow: auto; min-height: 300px; }
        #hierarchy svg, #flow svg, #legend-drawing svg { max-width: 100%; height: auto; }
        #drawn { margin: 0 0 4px; color: #8a4b00; }
        #drawn:empty { display: none; }
        .undrawn { color: #8a4b00; }
        aside { display: flex; flex-direction: column; gap: 12px; min-width: 0; }
        #log { position: relative; height: 300px; overflow-y: auto; font: 12px/20px ui-monospace, monospace; }
        #log-rows { position: absolute; left: 0; right: 0; top: 0; }
        .row { height: 20px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; cursor: pointer; padding: 0 4px; }
        .row.input { font-weight: bold; color: #0b4f9c; }
        .row.current { background: #ffe9a8; }
        .row:hover { background: #eef1f6; }
        pre { margin: 0; max-height: 200px; overflow: auto; font: 12px/1.35 ui-monospace, monospace; background: #f6f7f9;
          padding: 4px; white-space: pre-wrap; overflow-wrap: anywhere; }
        #findings { margin: 0; padding-left: 20px; max-height: 160px; overflow: auto; }
        #findings li { cursor: pointer; }
        #findings li:hover { text-decoration: underline; }
        #findings li.resolved { color: #5b6478; }

        """
}
