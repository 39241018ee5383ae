// UIKit's additions to IndexPath and NSIndexPath: a row or item in a section. On iOS they come
// with UIKit; Foundation on Linux has both without them.

extension IndexPath {
    /// An index path for `row` in `section`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path for `item` in `section`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in the section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

extension NSIndexPath {
    /// The section: the first index (`(indexPath as NSIndexPath).section`, as Swift 3's migrator wrote it).
    public var section: Int { index(atPosition: 0) }

    /// The row in the section: the second index.
    public var row: Int { index(atPosition: 1) }

    /// The item in the section: the second index.
    public var item: Int { index(atPosition: 1) }
}
