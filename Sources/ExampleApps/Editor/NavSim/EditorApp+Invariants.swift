import NavSimCore

extension EditorApp {
    /// The editor's own rule, which no navigation rule sees: an entity shown on Details
    /// has the same title on the List beneath it. The naive variant breaks it: an edit
    /// reaches Details, and List keeps its old copy.
    static let listShowsEdits = AppInvariant("listShowsEdits") { state in
        let alive = state.screens.values.sorted { $0.id < $1.id }
        for details in alive where details.name == "Details" {
            guard let entity = details.state["entity"], let id = entity["id"]?.intValue,
                let title = entity["title"]?.stringValue
            else { continue }
            for list in alive where list.name == "List" && list.owner == details.owner {
                guard case .array(let rows)? = list.state["entities"],
                    let row = rows.first(where: { $0["id"]?.intValue == id }),
                    let listed = row["title"]?.stringValue, listed != title
                else { continue }
                return AppInvariant.Breach(
                    screen: list.id, coordinator: list.owner,
                    message: "\(list.displayName) shows \"\(listed)\" for entity \(id), "
                        + "\(details.displayName) shows \"\(title)\": the list is stale")
            }
        }
        return nil
    }
}
