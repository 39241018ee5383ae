/// The explorers are NavSimTesting's too: a test imports one library.
@_exported public import NavSimExploration
