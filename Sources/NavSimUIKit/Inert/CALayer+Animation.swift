import NavSimSimulator

// A layer's animations, timed on the session's virtual clock (``CAAnimation``).

@MainActor
extension CALayer {
    /// An animation a layer holds, under its key.
    nonisolated final class AddedAnimation {
        let key: String?
        let animation: CAAnimation
        /// Whether it ran to its end (a layer keeps one that is not removed on completion).
        var hasEnded = false
        /// Its end's hold on it, let go when it is removed.
        weak var endHold: EndHold?

        init(key: String?, animation: CAAnimation) {
            self.key = key
            self.animation = animation
        }
    }

    /// What the end of a running animation holds: the animation (and so its delegate) until
    /// the end comes or the animation is removed, as Core Animation holds one while it runs.
    nonisolated final class EndHold {
        var added: AddedAnimation?

        init(_ added: AddedAnimation) { self.added = added }
    }

    /// Adds `anim` under `key` and starts it; one already under `key` is removed first, and
    /// stops unfinished. Its delegate hears of its start with the input's queued work, and of
    /// its end after its active duration of virtual time (``CAAnimation``).
    public func add(_ anim: CAAnimation, forKey key: String?) {
        if let key { removeAnimation(forKey: key) }
        let added = AddedAnimation(key: key, animation: anim)
        animations.append(added)
        guard let runtime = Runtime.current else { return }
        runtime.runOnMain(after: 0, source: "CAAnimation") { [weak self] in
            guard let self, animations.contains(where: { $0 === added }) else { return }
            anim.delegate?.animationDidStart(anim)
        }
        guard let seconds = anim.activeDuration else { return }
        // A screen popped under its own animation lives until its end.
        let hold = EndHold(added)
        added.endHold = hold
        runtime.runOnMain(after: seconds, source: "CAAnimation") { [weak self] in
            guard let self, let added = hold.added, animations.contains(where: { $0 === added }) else { return }
            added.hasEnded = true
            if added.animation.isRemovedOnCompletion { animations.removeAll { $0 === added } }
            added.animation.delegate?.animationDidStop(added.animation, finished: true)
        }
    }

    /// The animation under `key`, if the layer holds one.
    public func animation(forKey key: String) -> CAAnimation? {
        animations.last { $0.key == key }?.animation
    }

    /// The keys of the animations the layer holds, in the order added; `nil` for none.
    public func animationKeys() -> [String]? {
        let keys = animations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; one that had not ended stops unfinished.
    public func removeAnimation(forKey key: String) {
        let removed = animations.filter { $0.key == key }
        animations.removeAll { $0.key == key }
        stopUnfinished(removed)
    }

    /// Removes every animation; those that had not ended stop unfinished.
    public func removeAllAnimations() {
        let removed = animations
        animations = []
        stopUnfinished(removed)
    }

    /// The layer as it appears: NavSim draws no frames, so its own values (iOS returns a copy
    /// with the animations' values of the moment).
    public func presentation() -> Self? { self }

    /// Lets go of `removed`'s ends' holds, and tells the delegates of those that had not ended
    /// that they stopped unfinished, with the input's queued work, as Core Animation tells
    /// delegates after the change.
    private func stopUnfinished(_ removed: [AddedAnimation]) {
        for added in removed { added.endHold?.added = nil }
        let unfinished = removed.filter { !$0.hasEnded }.map(\.animation)
        guard !unfinished.isEmpty, let runtime = Runtime.current else { return }
        runtime.runOnMain(after: 0, source: "CAAnimation") {
            for animation in unfinished { animation.delegate?.animationDidStop(animation, finished: false) }
        }
    }
}
