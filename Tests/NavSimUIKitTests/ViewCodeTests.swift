import Foundation
import NavSimCore
import Testing

@testable import NavSimUIKit

/// View code compiles and records nothing: layout is kept, never solved; appearance is
/// kept, never drawn.
@Suite @MainActor struct ViewCodeTests {
    @Test func aTypicalViewDidLoadBuildsItsTreeAndControls() {
        withSession {
            let signIn = SignInViewController()
            var forgotten = 0
            signIn.onForgotPassword = { forgotten += 1 }

            let view: UIView = signIn.view
            #expect(signIn.title == "Sign In")
            #expect(view.backgroundColor == .systemBackground)
            #expect(
                view.controlNames == ["Email", "Password", "Sign In", "Forgot password?"],
                "text fields take typing; labels and images are not tapped")
            #expect(signIn.navigationItem.tappableControls.map(\.controlName) == ["cancel"])
            #expect(signIn.layoutConstraints.count == 7)
            #expect(signIn.layoutConstraints.allSatisfy { $0.isActive })
            #expect(signIn.logoView.image == UIImage(systemName: "person.crop.circle"))
            #expect(signIn.signInButton.layer.borderColor == UIColor.systemBlue.cgColor)
            #expect(signIn.signInButton.contentHuggingPriority(for: .vertical) == .defaultHigh)
            #expect(signIn.signInButton.contentHuggingPriority(for: .horizontal) == .defaultLow)

            signIn.emailField.text = "ada@example.com"
            view.control(named: "Sign In")?.tap(argument: .null)
            view.control(named: "Forgot password?")?.tap(argument: .null)
            #expect(signIn.signInAttempts == ["ada@example.com"])
            #expect(forgotten == 1)
        }
    }

    @Test func constraintsRecordTheirItemsAttributesAndConstants() {
        withSession {
            let view = UIView()
            let child = UIView()
            view.addSubview(child)

            let leading = child.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16)
            let width = child.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5, constant: -8)
            let height = child.heightAnchor.constraint(lessThanOrEqualToConstant: 200)
            #expect(leading.firstItem === child)
            #expect(leading.secondItem === view.safeAreaLayoutGuide)
            #expect([leading.firstAttribute, leading.secondAttribute] == [.leading, .leading])
            #expect(leading.constant == 16)
            #expect(width.multiplier == 0.5)
            #expect(width.constant == -8)
            #expect(height.relation == .lessThanOrEqual)
            #expect(height.secondItem == nil)
            #expect(height.secondAttribute == .notAnAttribute)

            NSLayoutConstraint.activate([leading, width])
            #expect(leading.isActive && width.isActive && !height.isActive)
            NSLayoutConstraint.deactivate([width])
            #expect(!width.isActive)
            let old = NSLayoutConstraint(
                item: child, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1,
                constant: 8)
            view.addConstraint(old)
            #expect(view.constraints.count == 1)
            #expect(old.isActive)
            #expect(view.safeAreaLayoutGuide === view.safeAreaLayoutGuide)
            #expect(child.frame == .zero, "NavSim solves no constraints")
        }
    }

    @Test func geometryIsKeptAsSet() {
        withSession {
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
            #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
            #expect(view.center == CGPoint(x: 60, y: 45))
            view.center = CGPoint(x: 0, y: 0)
            #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
            view.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
            #expect(view.frame == CGRect(x: -10, y: -5, width: 20, height: 10))
            #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
            #expect(UIScreen.main === UIScreen.main)
        }
    }

    @Test func colorsFontsAndImagesCompareByValue() {
        withSession {
            #expect(UIColor.systemBlue == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
            #expect(UIColor.red != UIColor.systemRed)
            #expect(UIColor(white: 1, alpha: 1) == .white)
            #expect(UIColor.black.withAlphaComponent(0.5) == UIColor(white: 0, alpha: 0.5))
            #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
            #expect(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1).cgColor.components?[1] == 1)
            #expect(UIColor(named: "Brand") != nil)

            #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
            #expect(UIFont.systemFont(ofSize: 12, weight: .bold) == .boldSystemFont(ofSize: 12))
            #expect(UIFont.systemFont(ofSize: 12) != .boldSystemFont(ofSize: 12))
            #expect(UIFont(name: "Menlo", size: 11)?.withSize(13).pointSize == 13)

            #expect(UIImage(named: "logo") == UIImage(named: "logo"))
            #expect(UIImage(named: "logo") != UIImage(systemName: "logo"))
            #expect(UIImage(systemName: "star")?.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
        }
    }

    @Test func animationsHappenAtOnceAndCompleteBeforeReturning() {
        withSession {
            let view = UIView()
            var steps: [String] = []
            UIView.animate(withDuration: 0.3) {
                view.alpha = 0
                steps.append("animations")
            } completion: { finished in
                steps.append("completion \(finished)")
            }
            steps.append("returned")
            #expect(steps == ["animations", "completion true", "returned"])
            #expect(view.alpha == 0)
        }
    }

    @Test func inertViewsKeepWhatTheyAreGiven() {
        withSession {
            let spinner = UIActivityIndicatorView(style: .large)
            #expect(spinner.isHidden, "a stopped spinner hides")
            spinner.startAnimating()
            #expect(spinner.isAnimating && !spinner.isHidden)
            spinner.stopAnimating()
            #expect(spinner.isHidden)

            let field = UITextField()
            #expect(field.text == "")
            field.text = nil
            #expect(field.text == "", "a text field's text is never nil, as in UIKit")
            #expect(field.isTappable, "a user can type into it")

            let scroll = UIScrollView()
            scroll.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
            #expect(scroll.contentOffset.y == 40)
            #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) != .zero)
        }
    }
}
