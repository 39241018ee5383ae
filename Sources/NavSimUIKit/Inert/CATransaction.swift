import NavSimSimulator

/// Core Animation's explicit transactions, for the usual push-with-completion recipe:
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setCompletionBlock { print("pushed") }
/// navigationController.pushViewController(details, animated: true)
/// CATransaction.commit()
/// ```
///
/// Apple: the completion block is called "as soon as all animations subsequently added by
/// this transaction group have completed … If no animations are added … invoked
/// immediately". A navigation transition asked for inside the group belongs to it: the
/// block runs when the last such transition finishes, after its coordinator's
/// completions; with none, at `commit()`.
@MainActor
public enum CATransaction {
    /// The open groups, innermost last.
    private static var groups: [Group] = []

    /// Opens a group.
    public static func begin() {
        groups.append(Group())
    }

    /// Sets the block the innermost group runs when its animations end.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        groups.last?.completion = block
    }

    /// Closes the innermost group.
    public static func commit() {
        guard let group = groups.popLast(), let completion = group.completion else { return }
        if let last = group.transitions.last, !last.isFinished {
            last.didWork.append(completion)
        } else {
            completion()
        }
    }

    /// Adds `transition` to the innermost open group, if any.
    static func attach(_ transition: PendingTransition) {
        groups.last?.transitions.append(transition)
    }

    /// One transaction group.
    private final class Group {
        var completion: (() -> Void)?
        var transitions: [PendingTransition] = []
    }
}
