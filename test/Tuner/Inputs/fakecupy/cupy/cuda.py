"""cupy.cuda stand-in (see __init__.py)."""
import time as _time


class Event:
    def record(self):
        self.t = _time.perf_counter()

    def synchronize(self):
        pass


def get_elapsed_time(e0, e1):
    return (e1.t - e0.t) * 1000.0


class Device:
    def synchronize(self):
        pass


class runtime:  # noqa: N801 - mirrors cupy.cuda.runtime
    @staticmethod
    def getDeviceProperties(i):
        return {"name": b"FakeCuPyGPU", "major": 9, "minor": 0, "multiProcessorCount": 132}

    @staticmethod
    def runtimeGetVersion():
        return 13000

    @staticmethod
    def driverGetVersion():
        return 13000
