import CSQLite

/// The SQLite baseline: one row per event (sequence, type, the event's JSON line) in WAL
/// mode, as an app would log events to a database, and read back in order to fold them.
final class SQLiteLog {
    private var database: OpaquePointer?
    private var insert: OpaquePointer?

    /// Creates a fresh database at `path` with `synchronous` set to OFF, NORMAL or FULL.
    init(path: String, synchronous: String) throws {
        guard sqlite3_open(path, &database) == SQLITE_OK else { throw BenchError("sqlite3_open \(path)") }
        try execute("PRAGMA journal_mode=WAL")
        try execute("PRAGMA synchronous=\(synchronous)")
        try execute("CREATE TABLE events (sequence INTEGER PRIMARY KEY, type TEXT NOT NULL, payload TEXT NOT NULL)")
        guard sqlite3_prepare_v2(database, "INSERT INTO events VALUES (?, ?, ?)", -1, &insert, nil) == SQLITE_OK else {
            throw BenchError("prepare: \(String(cString: sqlite3_errmsg(database)))")
        }
    }

    /// Opens the database at `path`, written earlier, for reading.
    init(reading path: String) throws {
        guard sqlite3_open_v2(path, &database, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else {
            throw BenchError("sqlite3_open \(path)")
        }
    }

    deinit {
        sqlite3_finalize(insert)
        sqlite3_close(database)
    }

    func execute(_ sql: String) throws {
        guard sqlite3_exec(database, sql, nil, nil, nil) == SQLITE_OK else {
            throw BenchError("\(sql): \(String(cString: sqlite3_errmsg(database)))")
        }
    }

    /// Inserts one event row.
    func insert(sequence: Int, type: String, payload: String) throws {
        sqlite3_reset(insert)
        sqlite3_bind_int64(insert, 1, sqlite3_int64(sequence))
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        sqlite3_bind_text(insert, 2, type, -1, transient)
        sqlite3_bind_text(insert, 3, payload, -1, transient)
        guard sqlite3_step(insert) == SQLITE_DONE else {
            throw BenchError("insert: \(String(cString: sqlite3_errmsg(database)))")
        }
    }

    /// Calls `body` with each row's payload, in sequence order.
    func forEachPayload(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        var select: OpaquePointer?
        guard
            sqlite3_prepare_v2(database, "SELECT payload FROM events ORDER BY sequence", -1, &select, nil) == SQLITE_OK
        else { throw BenchError("prepare: \(String(cString: sqlite3_errmsg(database)))") }
        defer { sqlite3_finalize(select) }
        while true {
            switch sqlite3_step(select) {
            case SQLITE_ROW:
                try body(
                    UnsafeRawBufferPointer(
                        start: sqlite3_column_text(select, 0), count: Int(sqlite3_column_bytes(select, 0))))
            case SQLITE_DONE: return
            default: throw BenchError("select: \(String(cString: sqlite3_errmsg(database)))")
            }
        }
    }
}
