import sys

from sim.deploy import main

sys.exit(main())
