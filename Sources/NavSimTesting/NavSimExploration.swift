/// The explorers are NavSimTesting's too: a test imports one library.
@_exported public import NavSimExploration

/// Swift Testing too: every expectation's `sourceLocation` defaults to `#_sourceLocation`,
/// a macro the caller's file must see, so an XCTest suite needs no `import Testing`.
@_exported public import Testing
