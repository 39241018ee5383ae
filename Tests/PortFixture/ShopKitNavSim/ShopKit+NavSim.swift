// NavSim-only files of ShopKit (stand-ins for what its excluded files declare) go here.
