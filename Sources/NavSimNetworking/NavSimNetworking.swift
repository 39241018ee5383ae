// NavSimNetworking: `URLSession` for an app NavSim runs, whose requests are service requests
// the session records and scenarios and walks answer: none leaves the machine.
//
// The port (NavSimPortPlugin) makes every file of an app import this module in place of
// FoundationNetworking, so the app's networking code builds unchanged on Linux. The module
// brings Foundation and FoundationNetworking with it (`URLRequest`, `HTTPURLResponse`,
// `URLCache`, …); its own `URLSession`, `URLSessionConfiguration`, tasks and delegate
// protocols shadow FoundationNetworking's, whose loading runs on threads of its own
// (docs/uikit.md, "The network", says why NavSim does not use `URLProtocol` instead).
@_exported public import Foundation
@_exported public import FoundationNetworking
