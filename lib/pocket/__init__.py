# Pocket Tabletop shared runtime. Modules are imported one by one to keep the heap small.
