-- Vehicle management: a sensor change touches its vehicle, so the fleet cache (which re-reads
-- vehicles by updated_at) shows the new sensor set on the live map at once, whoever wrote it.
CREATE FUNCTION touch_sensor_vehicle() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE vehicles SET updated_at = now() WHERE id = NEW.vehicle_id;
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.vehicle_id <> NEW.vehicle_id) THEN
    UPDATE vehicles SET updated_at = now() WHERE id = OLD.vehicle_id;
  END IF;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER vehicle_sensors_touch_vehicle
  AFTER INSERT OR UPDATE OR DELETE ON vehicle_sensors
  FOR EACH ROW EXECUTE FUNCTION touch_sensor_vehicle();

