# Pig with a view that crashes after a while: proves the fuzzer reports a crash.
