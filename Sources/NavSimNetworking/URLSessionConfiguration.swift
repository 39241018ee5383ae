public import Foundation
public import FoundationNetworking

/// How a session behaves, as the app configures it: NavSim reads `httpAdditionalHeaders`
/// (recorded with each request) and keeps the rest for the app to read back.
open class URLSessionConfiguration: NSObject, NSCopying, @unchecked Sendable {
    /// A new default configuration.
    open class var `default`: URLSessionConfiguration { URLSessionConfiguration() }
    /// A new configuration that keeps nothing on disk (the same to NavSim).
    open class var ephemeral: URLSessionConfiguration { URLSessionConfiguration() }
    /// A background configuration; its tasks run as a default session's do.
    open class func background(withIdentifier identifier: String) -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration()
        configuration.identifier = identifier
        return configuration
    }

    public override init() {}

    open private(set) var identifier: String?
    open var requestCachePolicy = URLRequest.CachePolicy.useProtocolCachePolicy
    open var timeoutIntervalForRequest: TimeInterval = 60
    open var timeoutIntervalForResource: TimeInterval = 604_800
    open var networkServiceType = URLRequest.NetworkServiceType.default
    open var allowsCellularAccess = true
    open var allowsExpensiveNetworkAccess = true
    open var allowsConstrainedNetworkAccess = true
    open var waitsForConnectivity = false
    open var isDiscretionary = false
    open var sharedContainerIdentifier: String?
    open var sessionSendsLaunchEvents = false
    open var connectionProxyDictionary: [AnyHashable: Any]?
    open var httpShouldUsePipelining = false
    open var httpShouldSetCookies = true
    open var httpCookieAcceptPolicy = HTTPCookie.AcceptPolicy.onlyFromMainDocumentDomain
    /// Headers sent with every request, under the request's own.
    open var httpAdditionalHeaders: [AnyHashable: Any]?
    open var httpMaximumConnectionsPerHost = 6
    open var httpCookieStorage: HTTPCookieStorage? = .shared
    open var urlCredentialStorage: URLCredentialStorage? = .shared
    open var urlCache: URLCache? = .shared
    open var shouldUseExtendedBackgroundIdleMode = false
    /// Kept, never consulted: NavSim answers every request itself.
    open var protocolClasses: [AnyClass]?

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = URLSessionConfiguration()
        copy.identifier = identifier
        copy.requestCachePolicy = requestCachePolicy
        copy.timeoutIntervalForRequest = timeoutIntervalForRequest
        copy.timeoutIntervalForResource = timeoutIntervalForResource
        copy.networkServiceType = networkServiceType
        copy.allowsCellularAccess = allowsCellularAccess
        copy.allowsExpensiveNetworkAccess = allowsExpensiveNetworkAccess
        copy.allowsConstrainedNetworkAccess = allowsConstrainedNetworkAccess
        copy.waitsForConnectivity = waitsForConnectivity
        copy.isDiscretionary = isDiscretionary
        copy.sharedContainerIdentifier = sharedContainerIdentifier
        copy.sessionSendsLaunchEvents = sessionSendsLaunchEvents
        copy.connectionProxyDictionary = connectionProxyDictionary
        copy.httpShouldUsePipelining = httpShouldUsePipelining
        copy.httpShouldSetCookies = httpShouldSetCookies
        copy.httpCookieAcceptPolicy = httpCookieAcceptPolicy
        copy.httpAdditionalHeaders = httpAdditionalHeaders
        copy.httpMaximumConnectionsPerHost = httpMaximumConnectionsPerHost
        copy.httpCookieStorage = httpCookieStorage
        copy.urlCredentialStorage = urlCredentialStorage
        copy.urlCache = urlCache
        copy.shouldUseExtendedBackgroundIdleMode = shouldUseExtendedBackgroundIdleMode
        copy.protocolClasses = protocolClasses
        return copy
    }
}
