import NavSimCLI
import NavSimSimulator
import Shop

// shop's navsim: every navsim command, with the app declared in
// Sources/Shop/Shop+NavSim.swift.
NavSimCommandLine.main(
    apps: [
        AppDescription(
            name: "shop", summary: "Shop, built from its own folder by navsim init",
            variants: [.init(name: "app", summary: "the app as it is")],
            make: { variant in ShopNavSim.make(variant: variant) })
    ])
