/// The kind of a keychain's items.
public enum ItemClass: Sendable {
    case genericPassword
    case internetPassword
}

/// When an item can be read; kept, never enforced.
public enum Accessibility: Sendable {
    case whenUnlocked
    case afterFirstUnlock
    case always
    case whenPasscodeSetThisDeviceOnly
    case whenUnlockedThisDeviceOnly
    case afterFirstUnlockThisDeviceOnly
    case alwaysThisDeviceOnly
}

/// What reading an item asks of the user; kept, never asked.
public struct AuthenticationPolicy: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let userPresence = AuthenticationPolicy(rawValue: 1 << 0)
    public static let biometryAny = AuthenticationPolicy(rawValue: 1 << 1)
    public static let biometryCurrentSet = AuthenticationPolicy(rawValue: 1 << 3)
    public static let devicePasscode = AuthenticationPolicy(rawValue: 1 << 4)
    public static let or = AuthenticationPolicy(rawValue: 1 << 14)
    public static let and = AuthenticationPolicy(rawValue: 1 << 15)
    public static let privateKeyUsage = AuthenticationPolicy(rawValue: 1 << 30)
    public static let applicationPassword = AuthenticationPolicy(rawValue: 1 << 31)
}

/// The protocol of an internet password's server.
public enum ProtocolType: Sendable {
    case ftp, ftpAccount, http, irc, nntp, pop3, smtp, socks, imap, ldap, appleTalk, afp, telnet, ssh, ftps
    case https, httpProxy, httpsProxy, ftpProxy, smb, rtsp, rtspProxy, daap, eppc, ipp, nntps, ldaps, telnetS
    case imaps, ircs, pop3S
}

/// How an internet password's server authenticates.
public enum AuthenticationType: Sendable {
    case ntlm, msn, dpa, rpa, httpBasic, httpDigest, htmlForm, `default`
}

/// A keychain error, by its `OSStatus`.
public enum Status: Int32, Error, Sendable {
    case success = 0
    case itemNotFound = -25300
    case duplicateItem = -25299
    case userCanceled = -128
    case interactionNotAllowed = -25308
    case conversionError = -67594
    case unexpectedError = -99999
}
