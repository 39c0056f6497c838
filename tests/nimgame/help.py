PAGES = (("Goal", "Take the last stone."), ("Turn", "Take 1, 2 or 3 stones from the heap."))
