#if !_runtime(_ObjC)
    public import Foundation

    /// A `UUID` passed to `String(format:)` for `%@`, as on Apple platforms, where it bridges to
    /// `NSUUID`, whose description is its `uuidString`: Linux's Foundation has no such bridge,
    /// so `String(format: "%@", id as CVarArg)` did not compile. It is passed as the
    /// `NSString` of its `uuidString`, which the formatting keeps alive while it runs, as
    /// Foundation passes a `String`. Retroactive: Foundation on Linux declares none, and where
    /// the Objective-C runtime bridges, this is not compiled.
    // swift-format-ignore: AvoidRetroactiveConformances
    extension UUID: @retroactive _CVarArgObject {
        public var _cVarArgObject: any CVarArg { NSString(string: uuidString) }

        public var _cVarArgEncoding: [Int] { uuidString._cVarArgEncoding }
    }
#endif
