import { KeyboardSensor, type KeyboardSensorOptions, type SensorInstance, type SensorProps } from '@dnd-kit/core';

/**
 * dnd-kit's keyboard sensor, without losing the keys pressed right after the pick-up.
 *
 * The sensor starts listening for arrows one timer task after the Space that picked the item up
 * (so that Space is not also taken as the drop). Chromium runs queued key presses before timer
 * tasks, so arrows pressed quickly after Space (by a fast hand, on a busy page, or by a test) were
 * dropped and the item never moved. Here such keys are held back until the sensor listens, then
 * handed to it in order.
 */
export class KeyboardSensorKeepingKeys implements SensorInstance {
  static activators = KeyboardSensor.activators;
  autoScrollEnabled = false;

  constructor(props: SensorProps<KeyboardSensorOptions>) {
    const start = props.event;
    const target = start.target instanceof Node ? start.target : null;
    const doc = target?.ownerDocument ?? document;
    const early: KeyboardEvent[] = [];
    const hold = (event: KeyboardEvent) => {
      if (event === start) return;
      early.push(event);
      // Arrows would scroll the page meanwhile; the sensor prevents that itself once it listens.
      event.preventDefault();
    };
    doc.addEventListener('keydown', hold);
    // Created first, so its timer (the one that starts its listening) runs before ours.
    const sensor = new KeyboardSensor(props);
    this.autoScrollEnabled = sensor.autoScrollEnabled;
    setTimeout(() => {
      doc.removeEventListener('keydown', hold);
      const view = doc.defaultView ?? window;
      for (const event of early) {
        const init: KeyboardEventInit = { key: event.key, code: event.code, altKey: event.altKey, ctrlKey: event.ctrlKey, metaKey: event.metaKey, shiftKey: event.shiftKey, bubbles: true, cancelable: true };
        (event.target instanceof Node && event.target.isConnected ? event.target : doc).dispatchEvent(new view.KeyboardEvent('keydown', init));
      }
    });
  }
}
