import NavSimCore
import NavSimSimulator
import Testing

@testable import NavSimUIKit

/// Core Animation's animations on the session's virtual clock: they start with the input's
/// queued work, end when time passes, and stop unfinished when removed.
@Suite @MainActor struct CoreAnimationTests {
    /// A delegate that notes what it hears, by the animation's `name` value.
    final class Listener: CAAnimationDelegate {
        var heard: [String] = []
        /// What to do when an animation ends: a looping shimmer adds the next.
        var onFinished: (CAAnimation) -> Void = { _ in }

        func animationDidStart(_ anim: CAAnimation) {
            heard.append("start \(anim.value(forKey: "name") as? String ?? "?")")
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            heard.append("stop \(anim.value(forKey: "name") as? String ?? "?") \(flag)")
            if flag { onFinished(anim) }
        }
    }

    private func animation(_ name: String, seconds: TimeInterval, delegate: Listener) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.duration = seconds
        animation.delegate = delegate
        animation.setValue(name, forKey: "name")
        return animation
    }

    @Test func anAnimationEndsWhenItsDurationOfVirtualTimeHasPassed() throws {
        let listener = Listener()
        let layer = CALayer()
        let (session, log) = try launched { _, _, root in
            root.addButton("slide") { layer.add(animation("slide", seconds: 0.3, delegate: listener), forKey: "move") }
        }
        let mark = log.events.count
        try session.tap("slide")
        #expect(listener.heard == ["start slide"])
        #expect(events(of: log, after: mark) == ["userTapped slide on s1", "timerScheduled CAAnimation in 300 ms"])
        #expect(layer.animationKeys() == ["move"])

        try session.wait(milliseconds: 299)
        #expect(listener.heard == ["start slide"])
        try session.wait(milliseconds: 1)
        #expect(listener.heard == ["start slide", "stop slide true"])
        #expect(layer.animationKeys() == nil, "removed on completion")
    }

    @Test func aRemovedOrReplacedAnimationStopsUnfinishedAndNeverEnds() throws {
        let listener = Listener()
        let layer = CALayer()
        let (session, _) = try launched { _, _, root in
            root.addButton("first") { layer.add(animation("first", seconds: 1, delegate: listener), forKey: "move") }
            root.addButton("second") { layer.add(animation("second", seconds: 1, delegate: listener), forKey: "move") }
            root.addButton("remove") { layer.removeAnimation(forKey: "move") }
        }
        try session.tap("first")
        try session.tap("second")
        #expect(listener.heard == ["start first", "stop first false", "start second"])
        try session.tap("remove")
        #expect(listener.heard.last == "stop second false")
        try session.wait(milliseconds: 2_000)
        #expect(listener.heard == ["start first", "stop first false", "start second", "stop second false"])
    }

    @Test func aLoopThatAddsTheNextAnimationAtEachEndRunsOnlyAsTimePasses() throws {
        let listener = Listener()
        let layer = CALayer()
        let (session, _) = try launched { _, _, root in
            root.addButton("shimmer") {
                layer.add(animation("loop", seconds: 2, delegate: listener), forKey: "shimmer")
            }
        }
        listener.onFinished = { _ in layer.add(animation("loop", seconds: 2, delegate: listener), forKey: "shimmer") }
        try session.tap("shimmer")
        #expect(listener.heard == ["start loop"])
        try session.wait(milliseconds: 5_000)
        #expect(
            listener.heard == ["start loop", "stop loop true", "start loop", "stop loop true", "start loop"],
            "two loops end in 5 s, the third runs")
    }

    @Test func anAnimationKeptOnCompletionOrRepeatedForEverStaysOnTheLayer() throws {
        let listener = Listener()
        let layer = CALayer()
        let (session, _) = try launched { _, _, root in
            root.addButton("add") {
                let kept = animation("kept", seconds: 0.1, delegate: listener)
                kept.isRemovedOnCompletion = false
                kept.fillMode = .forwards
                layer.add(kept, forKey: "kept")
                let forever = animation("forever", seconds: 0.1, delegate: listener)
                forever.repeatCount = .infinity
                layer.add(forever, forKey: "forever")
            }
        }
        try session.tap("add")
        try session.wait(milliseconds: 10_000)
        #expect(listener.heard == ["start kept", "start forever", "stop kept true"])
        #expect(layer.animationKeys() == ["kept", "forever"])
        #expect(layer.animation(forKey: "kept")?.value(forKey: "name") as? String == "kept")
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
    }

    /// A screen that animates its own layer, the animation's delegate; it removes the
    /// animation as it disappears when `removesOnDisappear`.
    final class Shimmering: UIViewController, CAAnimationDelegate, NavSimNamed {
        let navSimName = "Shimmer"
        let removesOnDisappear: Bool

        init(removesOnDisappear: Bool) {
            self.removesOnDisappear = removesOnDisappear
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.duration = 2
            animation.delegate = self
            view.layer.add(animation, forKey: "fade")
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            if removesOnDisappear { view.layer.removeAnimation(forKey: "fade") }
        }
    }

    /// A session whose root pushes a ``Shimmering`` screen, pushed and popped: its log and the
    /// screen's id.
    private func shimmerPushedAndPopped(removesOnDisappear: Bool) throws -> (Session, EventLog, ScreenID) {
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("push") {
                coordinator.navigationController.pushViewController(
                    Shimmering(removesOnDisappear: removesOnDisappear), animated: false)
            }
        }
        try session.tap("push")
        let shimmer = try #require(session.state.screens.first { $0.value.name == "Shimmer" }?.key)
        try session.tapBack()
        return (session, log, shimmer)
    }

    /// Popped while its animation runs, the screen is held by it (as pending work, which the
    /// leak rules spare) until its end, then let go.
    @Test func aScreenPoppedUnderItsOwnAnimationLivesUntilTheAnimationsEnd() throws {
        let (session, log, shimmer) = try shimmerPushedAndPopped(removesOnDisappear: false)
        #expect(session.state.heldByPendingWork.screens.contains(shimmer))
        #expect(!log.events.contains { $0.description == "screenDeallocated \(shimmer)" })
        try session.wait(milliseconds: 2_000)
        #expect(log.events.contains { $0.description == "screenDeallocated \(shimmer)" })
    }

    /// A removed animation holds nothing: the screen goes with its pop.
    @Test func aScreenWhoseAnimationIsRemovedIsLetGoAtOnceNotAtTheAnimationsEnd() throws {
        let (session, log, shimmer) = try shimmerPushedAndPopped(removesOnDisappear: true)
        #expect(!session.state.heldByPendingWork.screens.contains(shimmer))
        #expect(log.events.contains { $0.description == "screenDeallocated \(shimmer)" })
    }

    @Test func aTimingFunctionKeepsItsControlPoints() {
        func points(_ function: CAMediaTimingFunction) -> [Float] {
            var values: [Float] = []
            for index in 0...4 {
                var point: [Float] = [-1, -1]
                function.getControlPoint(at: index, values: &point)
                values += point
            }
            return values
        }
        #expect(points(CAMediaTimingFunction(controlPoints: 0.4, 0.2, 0, 1)) == [0, 0, 0.4, 0.2, 0, 1, 1, 1, -1, -1])
        #expect(points(CAMediaTimingFunction(name: .easeIn)) == [0, 0, 0.42, 0, 1, 1, 1, 1, -1, -1])
        #expect(CAMediaTimingFunction(name: .linear).name == .linear)
    }

    @Test func theActiveDurationCountsTheDefaultDurationRepeatsAndReversalsAfterTheBeginTime() {
        let animation = CABasicAnimation()
        #expect(animation.activeDuration == 0.25)
        animation.duration = 1
        animation.repeatCount = 3
        animation.autoreverses = true
        animation.beginTime = 0.5
        #expect(animation.activeDuration == 6.5)
        animation.repeatCount = .infinity
        #expect(animation.activeDuration == nil)
    }

    @Test func aLayersFrameIsMadeOfItsBoundsPositionAndAnchorPoint() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(layer.position == CGPoint(x: 60, y: 40))
        #expect(layer.bounds.size == CGSize(width: 100, height: 40))
        layer.position.x += 5
        #expect(layer.frame == CGRect(x: 15, y: 20, width: 100, height: 40))
        layer.anchorPoint = .zero
        #expect(layer.frame.origin == CGPoint(x: 65, y: 40))
        #expect(layer.presentation() === layer)
    }
}
