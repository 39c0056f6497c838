"""Device seconds from the core's CPU time: pystone on cpy32, in the same run, against the SAMD51's published rate.

The factor is (pystones/s of cpy32 on this machine, CPU time) / (pystones/s of CircuitPython on a SAMD51 at
120 MHz): ../shared/notes/platform.md gives about 1,450-1,520 for a Metro M4 (the PyBadge's chip and clock), so
SAMD51_PYSTONES = 1,500. One second of the core's CPU time times the factor is the device's estimate.

The benchmark is Pystone 1.1 (R. P. Weicker's Dhrystone, Python translation by Guido van Rossum, PSF licence),
written out below for MicroPython: the same procedures and the same work per pass (IntLoc3 // IntLoc1: integer
division, as in the C original); only the clock differs (the core's CPU time, sim/bench/memory.py CLOCK)."""
from sim import cpy32
from sim.bench import memory

SAMD51_PYSTONES = 1500.0
LOOPS = 20000

PYSTONE = """
Ident1, Ident2, Ident3, Ident4, Ident5 = 1, 2, 3, 4, 5


class Record:
    def __init__(self, PtrComp=None, Discr=0, EnumComp=0, IntComp=0, StringComp=0):
        self.PtrComp = PtrComp
        self.Discr = Discr
        self.EnumComp = EnumComp
        self.IntComp = IntComp
        self.StringComp = StringComp

    def copy(self):
        return Record(self.PtrComp, self.Discr, self.EnumComp, self.IntComp, self.StringComp)


TRUE = 1
FALSE = 0
IntGlob = 0
BoolGlob = FALSE
Char1Glob = '\\0'
Char2Glob = '\\0'
Array1Glob = [0] * 51
Array2Glob = [[0] * 51 for _ in range(51)]
PtrGlb = None
PtrGlbNext = None


def Proc0(loops):
    global IntGlob, BoolGlob, Char1Glob, Char2Glob, Array1Glob, Array2Glob, PtrGlb, PtrGlbNext
    t = cpu_us()
    for i in range(loops):
        pass
    nulltime = cpu_us() - t
    PtrGlbNext = Record()
    PtrGlb = Record()
    PtrGlb.PtrComp = PtrGlbNext
    PtrGlb.Discr = Ident1
    PtrGlb.EnumComp = Ident3
    PtrGlb.IntComp = 40
    PtrGlb.StringComp = "DHRYSTONE PROGRAM, SOME STRING"
    String1Loc = "DHRYSTONE PROGRAM, 1'ST STRING"
    Array2Glob[8][7] = 10
    t = cpu_us()
    for i in range(loops):
        Proc5()
        Proc4()
        IntLoc1 = 2
        IntLoc2 = 3
        String2Loc = "DHRYSTONE PROGRAM, 2'ND STRING"
        EnumLoc = Ident2
        BoolGlob = not Func2(String1Loc, String2Loc)
        while IntLoc1 < IntLoc2:
            IntLoc3 = 5 * IntLoc1 - IntLoc2
            IntLoc3 = Proc7(IntLoc1, IntLoc2)
            IntLoc1 = IntLoc1 + 1
        Proc8(Array1Glob, Array2Glob, IntLoc1, IntLoc3)
        PtrGlb = Proc1(PtrGlb)
        CharIndex = 'A'
        while CharIndex <= Char2Glob:
            if EnumLoc == Func1(CharIndex, 'C'):
                EnumLoc = Proc6(Ident1)
            CharIndex = chr(ord(CharIndex) + 1)
        IntLoc3 = IntLoc2 * IntLoc1
        IntLoc2 = IntLoc3 // IntLoc1
        IntLoc2 = 7 * (IntLoc3 - IntLoc2) - IntLoc1
        IntLoc1 = Proc2(IntLoc1)
    return cpu_us() - t - nulltime


def Proc1(PtrParIn):
    PtrParIn.PtrComp = NextRecord = PtrGlb.copy()
    PtrParIn.IntComp = 5
    NextRecord.IntComp = PtrParIn.IntComp
    NextRecord.PtrComp = PtrParIn.PtrComp
    NextRecord.PtrComp = Proc3(NextRecord.PtrComp)
    if NextRecord.Discr == Ident1:
        NextRecord.IntComp = 6
        NextRecord.EnumComp = Proc6(PtrParIn.EnumComp)
        NextRecord.PtrComp = PtrGlb.PtrComp
        NextRecord.IntComp = Proc7(NextRecord.IntComp, 10)
    else:
        PtrParIn = NextRecord.copy()
    NextRecord.PtrComp = None
    return PtrParIn


def Proc2(IntParIO):
    IntLoc = IntParIO + 10
    while 1:
        if Char1Glob == 'A':
            IntLoc = IntLoc - 1
            IntParIO = IntLoc - IntGlob
            EnumLoc = Ident1
        if EnumLoc == Ident1:
            break
    return IntParIO


def Proc3(PtrParOut):
    global IntGlob
    if PtrGlb is not None:
        PtrParOut = PtrGlb.PtrComp
    else:
        IntGlob = 100
    PtrGlb.IntComp = Proc7(10, IntGlob)
    return PtrParOut


def Proc4():
    global Char2Glob
    BoolLoc = Char1Glob == 'A'
    BoolLoc = BoolLoc or BoolGlob
    Char2Glob = 'B'


def Proc5():
    global Char1Glob, BoolGlob
    Char1Glob = 'A'
    BoolGlob = FALSE


def Proc6(EnumParIn):
    EnumParOut = EnumParIn
    if not Func3(EnumParIn):
        EnumParOut = Ident4
    if EnumParIn == Ident1:
        EnumParOut = Ident1
    elif EnumParIn == Ident2:
        if IntGlob > 100:
            EnumParOut = Ident1
        else:
            EnumParOut = Ident4
    elif EnumParIn == Ident3:
        EnumParOut = Ident2
    elif EnumParIn == Ident4:
        pass
    elif EnumParIn == Ident5:
        EnumParOut = Ident3
    return EnumParOut


def Proc7(IntParI1, IntParI2):
    IntLoc = IntParI1 + 2
    IntParOut = IntParI2 + IntLoc
    return IntParOut


def Proc8(Array1Par, Array2Par, IntParI1, IntParI2):
    global IntGlob
    IntLoc = IntParI1 + 5
    Array1Par[IntLoc] = IntParI2
    Array1Par[IntLoc + 1] = Array1Par[IntLoc]
    Array1Par[IntLoc + 30] = IntLoc
    for IntIndex in range(IntLoc, IntLoc + 2):
        Array2Par[IntLoc][IntIndex] = IntLoc
    Array2Par[IntLoc][IntLoc - 1] = Array2Par[IntLoc][IntLoc - 1] + 1
    Array2Par[IntLoc + 20][IntLoc] = Array1Par[IntLoc]
    IntGlob = 5


def Func1(CharPar1, CharPar2):
    CharLoc1 = CharPar1
    CharLoc2 = CharLoc1
    if CharLoc2 != CharPar2:
        return Ident1
    return Ident2


def Func2(StrParI1, StrParI2):
    IntLoc = 1
    while IntLoc <= 1:
        if Func1(StrParI1[IntLoc], StrParI2[IntLoc + 1]) == Ident1:
            CharLoc = 'A'
            IntLoc = IntLoc + 1
    if CharLoc >= 'W' and CharLoc <= 'Z':
        IntLoc = 7
    if CharLoc == 'X':
        return TRUE
    if StrParI1 > StrParI2:
        IntLoc = IntLoc + 7
        return TRUE
    return FALSE


def Func3(EnumParIn):
    EnumLoc = EnumParIn
    if EnumLoc == Ident3:
        return TRUE
    return FALSE


us = Proc0(%(loops)d)
print('PYSTONE', %(loops)d, us, CLOCK_KIND)
"""


def script(loops=LOOPS):
    return memory.CLOCK.replace("print('CLOCK'", "CLOCK_KIND = 'cpu' if _sf is not None else 'wall'\nprint('CLOCK'") \
        + PYSTONE % {"loops": loops}


def rate(loops=LOOPS, timeout=300.0):
    """(pystones per CPU second of cpy32, clock kind) from one run (a fresh process, heap 64 KB)."""
    r = cpy32.run_result(script(loops), heap_kb=64, timeout=timeout, device_path=False)
    for line in r.stdout.splitlines():
        p = line.split()
        if p and p[0] == "PYSTONE":
            us = max(1, int(float(p[2])))
            return int(p[1]) * 1e6 / us, p[3]
    raise RuntimeError("pystone did not run on cpy32: %s" % (r.stderr or r.error)[-500:])


def factor(rates):
    """Device seconds per second of cpy32 CPU time, from the pystone rates measured in this run."""
    return (sum(rates) / len(rates)) / SAMD51_PYSTONES
