import CSQLite

/// The SQLite baseline for appending: one row per event in WAL mode, as an app would log
/// events to a database.
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
}
